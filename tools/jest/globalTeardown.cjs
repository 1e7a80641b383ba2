module.exports = require('./templateDatabases.cjs').globalTeardown;
