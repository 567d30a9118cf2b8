// qrcode-generator 2.0.1 ships typings that its package.json "exports" map does not point to, so
// bundler resolution cannot find them: reference them directly (they declare the module).
/// <reference path="../node_modules/qrcode-generator/dist/qrcode.d.ts" />
