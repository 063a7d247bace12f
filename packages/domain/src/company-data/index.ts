export * from './financial-data-rows.js';
export * from './financial-data-rules.js';
export * from './patent-rules.js';
export * from './qualification-modes.js';
export * from './qualification-rules.js';
export * from './service-information.js';
