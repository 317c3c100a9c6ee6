module github.com/jasstafel/jasstafel

go 1.26.8

require (
	fyne.io/fyne/v2 v2.7.1 // indirect
	go.etcd.io/bbolt v1.5.0 // indirect
	golang.org/x/sys v0.45.0 // indirect
)
