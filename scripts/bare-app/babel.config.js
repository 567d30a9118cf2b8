// The app's Babel configuration (Taro preset, on-demand NutUI imports).
module.exports = require('../../babel.config.js')
