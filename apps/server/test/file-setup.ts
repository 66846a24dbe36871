import { afterAll } from 'vitest';
import { closeTestFile } from './test-app';

// Runs for every test file, also when files share a worker's modules.
afterAll(closeTestFile);
