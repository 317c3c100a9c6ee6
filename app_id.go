package main

// AppID names the app to the system; Fyne keeps preferences and storage under it, and the
// database commands find the window app's database through it in both builds.
const AppID = "ch.jasstafel.app"
