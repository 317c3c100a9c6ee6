// Package jsonerr says encoding/json's errors in the words of the person who wrote the JSON: a
// list, an object, text and whole numbers, not Go's arrays, structs and int64s.
package jsonerr

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
)

// Message is err in plain words, its place named as a path below prefix (e.g. "rules" gives
// "rules.target"): for a value of the wrong kind "PATH: want KIND, not VALUE"; other errors keep
// their text without the "json: " prefix.
func Message(err error, prefix string) string {
	var typ *json.UnmarshalTypeError
	if !errors.As(err, &typ) {
		msg := strings.TrimPrefix(err.Error(), "json: ")
		if prefix == "" {
			return msg
		}
		return prefix + ": " + msg
	}
	where := strings.Trim(prefix+"."+typ.Field, ".")
	if where == "" {
		where = "the document"
	}
	return where + ": want " + kindOf(typ.Type) + ", not " + valueOf(typ.Value)
}

// kindOf names what a Go type holds.
func kindOf(t reflect.Type) string {
	if t == nil {
		return "a value of another kind"
	}
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number in range"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Bool:
		return "true or false"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Map, reflect.Struct:
		return "an object"
	}
	return "a value of another kind"
}

// valueOf names the JSON value the decoder found: "array", "object", "string", "bool", "number"
// or "number 1.5".
func valueOf(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "number":
		return "a number"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return "the number " + n
	}
	return v
}
