// Imported first by run.ts, before bench/support reads BUILD_DIR: the suite builds into a directory of its own.
process.env.BUILD_DIR ||= 'build-reliability'
