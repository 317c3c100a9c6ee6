package main

import (
	"encoding/binary"
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"net"
	"strconv"
	"strings"
)

// display is a bare X11 connection that can do one thing: read pixels of the root window, which
// include what every mapped window shows. It speaks the core protocol directly, so the benchmark
// needs neither cgo nor an X library, and a poll costs one round trip.
type display struct {
	conn          net.Conn
	root          uint32
	width, height int
	depth         byte
}

// openDisplay connects to a local display named like ":99" through its Unix socket, without
// authentication (Xvfb started without -auth allows local clients).
func openDisplay(name string) (*display, error) {
	num, _, _ := strings.Cut(strings.TrimPrefix(name, ":"), ".")
	if _, err := strconv.Atoi(num); err != nil {
		return nil, fmt.Errorf("display %q: want a local display such as :99", name)
	}
	conn, err := net.Dial("unix", "/tmp/.X11-unix/X"+num)
	if err != nil {
		return nil, err
	}
	d := &display{conn: conn}
	if err := d.setup(); err != nil {
		conn.Close()
		return nil, fmt.Errorf("display %s: %v", name, err)
	}
	return d, nil
}

func (d *display) setup() error {
	// Little-endian, protocol 11.0, no authorization.
	req := []byte{'l', 0, 11, 0, 0, 0, 0, 0, 0, 0, 0, 0}
	if _, err := d.conn.Write(req); err != nil {
		return err
	}
	head := make([]byte, 8)
	if _, err := io.ReadFull(d.conn, head); err != nil {
		return err
	}
	rest := make([]byte, int(binary.LittleEndian.Uint16(head[6:]))*4)
	if _, err := io.ReadFull(d.conn, rest); err != nil {
		return err
	}
	if head[0] != 1 {
		reason := rest
		if n := int(head[1]); n <= len(rest) {
			reason = rest[:n]
		}
		return fmt.Errorf("the server refused the connection: %s", reason)
	}
	vendorLen := int(binary.LittleEndian.Uint16(rest[16:]))
	formats := int(rest[21])
	screen := 32 + (vendorLen+3)/4*4 + 8*formats
	if len(rest) < screen+40 {
		return errors.New("short setup reply")
	}
	s := rest[screen:]
	d.root = binary.LittleEndian.Uint32(s[0:])
	d.width = int(binary.LittleEndian.Uint16(s[20:]))
	d.height = int(binary.LittleEndian.Uint16(s[22:]))
	d.depth = s[38]
	if d.depth != 24 && d.depth != 32 {
		return fmt.Errorf("root depth %d: start the X server with a 24-bit screen", d.depth)
	}
	return nil
}

// movePointerAway puts the mouse pointer in the bottom right corner of the screen, outside the
// windows under test, so that no hover effect changes a screen after its first frame.
func (d *display) movePointerAway() error {
	r := make([]byte, 24)
	r[0] = 41 // WarpPointer
	binary.LittleEndian.PutUint16(r[2:], 6)
	binary.LittleEndian.PutUint32(r[8:], d.root)
	binary.LittleEndian.PutUint16(r[20:], uint16(d.width-1))
	binary.LittleEndian.PutUint16(r[22:], uint16(d.height-1))
	_, err := d.conn.Write(r)
	return err
}

// rows reads the pixels of the given rows, x from 0 to width, as 0xRRGGBB values. The requests
// go out together and the replies are read after, so a poll costs one round trip.
func (d *display) rows(ys []int, width int) ([][]uint32, error) {
	width = min(width, d.width)
	req := make([]byte, 0, 20*len(ys))
	for _, y := range ys {
		r := make([]byte, 20)
		r[0] = 73 // GetImage
		r[1] = 2  // ZPixmap
		binary.LittleEndian.PutUint16(r[2:], 5)
		binary.LittleEndian.PutUint32(r[4:], d.root)
		binary.LittleEndian.PutUint16(r[8:], 0)
		binary.LittleEndian.PutUint16(r[10:], uint16(min(y, d.height-1)))
		binary.LittleEndian.PutUint16(r[12:], uint16(width))
		binary.LittleEndian.PutUint16(r[14:], 1)
		binary.LittleEndian.PutUint32(r[16:], 0xffffffff)
		req = append(req, r...)
	}
	if _, err := d.conn.Write(req); err != nil {
		return nil, err
	}
	out := make([][]uint32, len(ys))
	head := make([]byte, 32)
	for i := range ys {
		if _, err := io.ReadFull(d.conn, head); err != nil {
			return nil, err
		}
		if head[0] == 0 {
			return nil, fmt.Errorf("the X server answered GetImage with error %d", head[1])
		}
		data := make([]byte, int(binary.LittleEndian.Uint32(head[4:]))*4)
		if _, err := io.ReadFull(d.conn, data); err != nil {
			return nil, err
		}
		row := make([]uint32, 0, width)
		for x := 0; x+4 <= len(data) && len(row) < width; x += 4 {
			row = append(row, binary.LittleEndian.Uint32(data[x:])&0xffffff)
		}
		out[i] = row
	}
	return out, nil
}

// capture reads the rectangle from the top left corner of the screen, row by row, as an image.
func (d *display) capture(width, height int) (*image.RGBA, error) {
	width, height = min(width, d.width), min(height, d.height)
	img := image.NewRGBA(image.Rect(0, 0, width, height))
	const chunk = 64 // rows per round trip
	for y0 := 0; y0 < height; y0 += chunk {
		var ys []int
		for y := y0; y < min(y0+chunk, height); y++ {
			ys = append(ys, y)
		}
		rows, err := d.rows(ys, width)
		if err != nil {
			return nil, err
		}
		for i, row := range rows {
			for x, px := range row {
				img.Set(x, ys[i], color.RGBA{uint8(px >> 16), uint8(px >> 8), uint8(px), 0xff})
			}
		}
	}
	return img, nil
}

func (d *display) Close() error { return d.conn.Close() }
