import { describeWatermarkSkin } from '../../../core/src/react/watermark/test-support';
import { LocalWatermark } from './LocalWatermark';
import { Watermark } from './Watermark';

describeWatermarkSkin('mobile', { Watermark, LocalWatermark });
