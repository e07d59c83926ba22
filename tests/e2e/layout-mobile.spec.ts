// The layout walk over every mobile showcase page (layout-walk.ts says what it checks).
import { walkLayouts } from './layout-walk';

walkLayouts('mobile');
