export * from './organisation';
export * from './auth';
export * from './audit';
export * from './people';
export * from './attendance';
export * from './files';
export * from './assessment';
