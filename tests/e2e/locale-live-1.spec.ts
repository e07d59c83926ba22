// The live language switch over the first half of the pages (locale-live.ts says what it checks).
import { walkLocales } from './locale-live';

walkLocales(1);
