export * from './reference.js';
export * from './catalogue.js';
export * from './people.js';
export * from './activity.js';
export * from './requests.js';
export * from './relations.js';
export * from './mail.js';
export * from './staff.js';
