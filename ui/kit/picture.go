package kit

import (
	"bytes"
	"image"
	"image/png"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/software"
)

// PrintLongSide is the long side of a picture for print, in pixels: an A4 page at 300 dpi
// (297 mm ≈ 3508 px). The board is drawn anew at that resolution, not grabbed from the window,
// so its chalk lines and figures stay sharp on paper.
const PrintLongSide = 3508

// renderPicture draws obj alone, at size in the app's units, scaled up so that its long side
// has printLongSide pixels, with the app's theme.
func renderPicture(obj fyne.CanvasObject, size fyne.Size) image.Image {
	return renderAt(obj, size, (PrintLongSide-0.5)/max(size.Width, size.Height)) // the canvas rounds pixels up
}

// renderAt draws obj alone, at size in the app's units, at scale pixels a unit.
func renderAt(obj fyne.CanvasObject, size fyne.Size, scale float32) image.Image {
	c := software.NewCanvas()
	c.SetPadded(false)
	c.SetScale(scale)
	c.SetContent(obj)
	c.Resize(size)
	return c.Capture()
}

// EncodePNG is the picture as a PNG file's bytes.
func EncodePNG(img image.Image) ([]byte, error) {
	var b bytes.Buffer
	if err := png.Encode(&b, img); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Pictured is a board, grid or sheet that can be drawn again for a picture.
type Pictured interface {
	fyne.CanvasObject
	PictureTwin() fyne.CanvasObject
}

// BoardPicture draws a game's board for print, in the shape it has on screen (its least size
// when it is not shown). Fyne draws on the main goroutine only; encodePNG may run elsewhere.
func BoardPicture(b Pictured) image.Image {
	size := b.Size()
	if size.Width < 1 || size.Height < 1 {
		size = b.MinSize()
	}
	return renderPicture(b.PictureTwin(), size)
}
