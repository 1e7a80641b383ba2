module.exports = require('./templateDatabases.cjs').globalSetup;
