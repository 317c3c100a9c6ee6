package live

import (
	"image"
	"testing"

	"github.com/boombuler/barcode/qr"
)

// The picture holds the code's modules, whole pixels each, inside a white quiet zone of at least
// four modules.
func TestQRHoldsTheCodeInAQuietZone(t *testing.T) {
	url := "http://192.168.1.20:8080/live/0123456789abcdef0123456789abcdef/"
	code, err := qr.Encode(url, qr.M, qr.Auto)
	if err != nil {
		t.Fatal(err)
	}
	n := code.Bounds().Dx()
	for _, size := range []int{n + 8, 200, 333, 512} {
		img, err := QR(url, size)
		if err != nil {
			t.Fatalf("size %d: %v", size, err)
		}
		g := img.(*image.Gray)
		if g.Bounds().Dx() != size || g.Bounds().Dy() != size {
			t.Fatalf("size %d: picture %v", size, g.Bounds())
		}
		// The first dark pixel on the diagonal is the top-left finder's corner.
		off := 0
		for off < size && g.GrayAt(off, off).Y != 0 {
			off++
		}
		px := (size - 2*off) / n
		if px < 1 || off < 4*px || off+n*px > size-4*px {
			t.Fatalf("size %d: code at %d with %d px a module: no quiet zone of four modules", size, off, px)
		}
		for y := range size {
			for x := range size {
				inside := x >= off && y >= off && x < off+n*px && y < off+n*px
				dark := g.GrayAt(x, y).Y == 0
				want := false
				if inside {
					r, _, _, _ := code.At((x-off)/px, (y-off)/px).RGBA()
					want = r < 0x8000
				}
				if dark != want {
					t.Fatalf("size %d: pixel (%d,%d) dark=%v, want %v", size, x, y, dark, want)
				}
			}
		}
	}
	if _, err := QR(url, n+7); err == nil {
		t.Error("a QR code squeezed below its quiet zone was made")
	}
}
