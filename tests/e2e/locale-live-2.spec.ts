// The live language switch over the second half of the pages (locale-live.ts says what it checks).
import { walkLocales } from './locale-live';

walkLocales(2);
