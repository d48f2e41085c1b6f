// The types the front door's signatures use, re-exported one by one: `import OnboardKit` names
// these and nothing else of the modules under it (their other declarations are `package`).
//
// Onboarding: pages, versions and errors (WhatsNew's properties, initializers and throws), and a
// full-screen app's own screen (MainScreen, the AppFlow its `make` gets, the state it stores).
// TermUI and TermCore: what that screen is made of (ViewController, View, Canvas and what it
// draws with), keys and mouse events (onUnhandledKey, handleKey, handleMouse), and headless
// runs' results (sizes, frames as text, script errors, statistics, motion).
@_exported import class Onboarding.AppFlow
@_exported import struct Onboarding.AppState
@_exported import struct Onboarding.AssetError
@_exported import struct Onboarding.FeaturePage
@_exported import struct Onboarding.MainScreen
@_exported import struct Onboarding.Manifest
@_exported import struct Onboarding.SemanticVersion
@_exported import struct Onboarding.StateError
@_exported import struct TermCore.Canvas
@_exported import struct TermCore.CellBuffer
@_exported import struct TermCore.Color
@_exported import enum TermCore.ColorDepth
@_exported import enum TermCore.Key
@_exported import struct TermCore.KeyEvent
@_exported import struct TermCore.Modifiers
@_exported import struct TermCore.MouseEvent
@_exported import struct TermCore.Point
@_exported import struct TermCore.Rect
@_exported import struct TermCore.ScriptError
@_exported import struct TermCore.Size
@_exported import struct TermCore.Style
@_exported import enum TermCore.StyleLayer
@_exported import struct TermCore.TextAttributes
@_exported import struct TermUI.FrameStats
@_exported import struct TermUI.Motion
@_exported import class TermUI.Responder
@_exported import struct TermUI.ScriptRunner
@_exported import class TermUI.View
@_exported import class TermUI.ViewController
