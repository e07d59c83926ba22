import type { SnapshotFrom } from 'xstate';
import type { ConnectEnv } from '../shared/connect';
import { CROP_ROTATE_STEP, CROP_ZOOM, type CropArea, type CropInputFile } from './image-crop.logic';
import type { ImageCropEvent, ImageCropMachine } from './image-crop.machine';

export type ImageCropStatus = 'empty' | 'editing' | 'exporting' | 'done';

/** What both skins' ImageCropper render. */
export interface ImageCropView {
  status: ImageCropStatus;
  /** The image being cropped (a checked address), or null. */
  image: string | null;
  aspect: number;
  accept: string;
  zoom: number;
  zoomRange: { min: number; max: number; step: number };
  rotation: number;
  /** The result as a data URL of `outputType`, and its size in KB (two decimals). */
  result: { dataUrl: string; sizeKB: number; sizeLabel: string } | null;
  error: string | null;
  canConfirm: boolean;
  busy: boolean;
  labels: {
    pick: string;
    zoom: string;
    zoomIn: string;
    zoomOut: string;
    rotateLeft: string;
    rotateRight: string;
    confirm: string;
    cancel: string;
    edit: string;
    empty: string;
    hint: string;
    result: string;
    exporting: string;
  };
  /** A file was picked: checked, then shown. `url` is an address of it (an object URL). */
  pick(file: CropInputFile, url: string): void;
  imageFailed(): void;
  setZoom(zoom: number): void;
  zoomBy(delta: number): void;
  rotateLeft(): void;
  rotateRight(): void;
  /** The crop box moved: the area it covers in pixels of the source image. */
  changeArea(area: CropArea): void;
  confirm(): void;
  edit(): void;
  cancel(): void;
}

export function connectImageCrop(
  snapshot: SnapshotFrom<ImageCropMachine>,
  send: (event: ImageCropEvent) => void,
  env: ConnectEnv,
): ImageCropView {
  const c = snapshot.context;
  const { t } = env;
  const status = (['editing', 'exporting', 'done'] as const).find((s) => snapshot.matches(s)) ?? 'empty';
  const error = c.error
    ? c.error.code === 'size'
      ? t('image-crop.error.size', { max: c.error.max })
      : t(`image-crop.error.${c.error.code}`)
    : null;
  return {
    status,
    image: c.source?.url ?? null,
    aspect: c.options.aspect,
    accept: c.options.accept,
    zoom: c.zoom,
    zoomRange: { ...CROP_ZOOM },
    rotation: c.rotation,
    result: c.result
      ? {
          ...c.result,
          sizeLabel: t('image-crop.done', { size: c.result.sizeKB.toFixed(2) }),
        }
      : null,
    error,
    canConfirm: status === 'editing' && c.area !== null,
    busy: status === 'exporting',
    labels: {
      pick: t(c.source ? 'image-crop.repick' : 'image-crop.pick'),
      zoom: t('image-crop.zoom'),
      zoomIn: t('image-crop.zoomIn'),
      zoomOut: t('image-crop.zoomOut'),
      rotateLeft: t('image-crop.rotateLeft'),
      rotateRight: t('image-crop.rotateRight'),
      confirm: t('image-crop.confirm'),
      cancel: t('image-crop.cancel'),
      edit: t('image-crop.edit'),
      empty: t('image-crop.empty'),
      hint: t('image-crop.hint'),
      result: t('image-crop.result'),
      exporting: t('image-crop.exporting'),
    },
    pick: (file, url) =>
      send({ type: 'FILE.PICK', file: { name: file.name, type: file.type, size: file.size }, url }),
    imageFailed: () => send({ type: 'IMAGE.ERROR' }),
    setZoom: (zoom) => send({ type: 'ZOOM.SET', zoom }),
    zoomBy: (delta) => send({ type: 'ZOOM.BY', delta }),
    rotateLeft: () => send({ type: 'ROTATE', delta: -CROP_ROTATE_STEP }),
    rotateRight: () => send({ type: 'ROTATE', delta: CROP_ROTATE_STEP }),
    changeArea: (area) => send({ type: 'AREA.CHANGE', area }),
    confirm: () => send({ type: 'CONFIRM' }),
    edit: () => send({ type: 'EDIT' }),
    cancel: () => send({ type: 'CANCEL' }),
  };
}
