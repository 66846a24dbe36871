// The first of setupFiles, so that setup.ts and the test file import the app's modules anew.
import { freshFile } from './fresh-file';

freshFile();
