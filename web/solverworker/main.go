// Command solverworker is the web app's solver in a Web Worker (solver/worker): `make web`
// builds it for the browser beside the app, and the forecast of a hand starts it in as many
// workers as it samples with.
package main

func main() { serve() }
