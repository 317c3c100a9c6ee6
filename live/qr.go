package live

import (
	"fmt"
	"image"

	"github.com/boombuler/barcode"
	"github.com/boombuler/barcode/qr"
)

// QR is the QR code of url, size pixels square with a quiet zone of four modules, for a phone's
// camera to open the page. Error correction level M survives a smudge on the screen.
func QR(url string, size int) (image.Image, error) {
	code, err := qr.Encode(url, qr.M, qr.Auto)
	if err != nil {
		return nil, fmt.Errorf("live: QR code of %q: %w", url, err)
	}
	modules := code.Bounds().Dx() + 8
	if size < modules {
		return nil, fmt.Errorf("live: a QR code of %d modules does not fit in %d pixels", modules, size)
	}
	inner := size - 8*(size/modules)
	inner -= inner % code.Bounds().Dx() // whole pixels per module keep the edges sharp
	scaled, err := barcode.Scale(code, inner, inner)
	if err != nil {
		return nil, err
	}
	out := image.NewGray(image.Rect(0, 0, size, size))
	for i := range out.Pix {
		out.Pix[i] = 0xff
	}
	off := (size - inner) / 2
	for y := range inner {
		for x := range inner {
			r, _, _, _ := scaled.At(x, y).RGBA()
			if r < 0x8000 {
				out.Pix[(off+y)*out.Stride+off+x] = 0
			}
		}
	}
	return out, nil
}
