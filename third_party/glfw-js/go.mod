module github.com/fyne-io/glfw-js

go 1.19

require github.com/go-gl/glfw/v3.3/glfw v0.0.0-20240506104042-037f3cc74f2a
