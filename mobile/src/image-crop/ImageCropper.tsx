import type { ImageCropperProps } from '@suite-ui/core/react';
import { useImageCrop } from '@suite-ui/core/react';
import { Button, ErrorBlock, Image, NoticeBar, Slider, Space } from 'antd-mobile';
import { useRef } from 'react';
import Cropper from 'react-easy-crop';
import './image-crop.css';

/** The mobile image cropper: touch to move, pinch to zoom, rotate, then crop (square webp by default). */
export function ImageCropper(props: ImageCropperProps) {
  const crop = useImageCrop(props, 'mobile');
  const input = useRef<HTMLInputElement>(null);
  const pickButton = (
    <Button color="primary" onClick={() => input.current?.click()} data-testid="crop-pick">
      {crop.labels.pick}
    </Button>
  );
  return (
    <div className="suite-m-crop" data-testid="image-cropper" data-status={crop.status}>
      <input
        ref={input}
        type="file"
        hidden
        accept={crop.accept}
        data-testid="crop-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) crop.pickFile(file);
          event.target.value = '';
        }}
      />
      {crop.error && <NoticeBar color="alert" content={crop.error} data-testid="crop-error" />}
      {crop.image && crop.status !== 'done' ? (
        <>
          <div className="suite-m-crop-stage">
            <Cropper
              image={crop.image}
              crop={crop.position}
              zoom={crop.zoom}
              rotation={crop.rotation}
              aspect={crop.aspect}
              minZoom={crop.zoomRange.min}
              maxZoom={crop.zoomRange.max}
              onCropChange={crop.setPosition}
              onZoomChange={crop.setZoom}
              onCropComplete={(_, area) => crop.changeArea(area)}
              mediaProps={{ onError: crop.imageFailed, alt: '' }}
            />
          </div>
          <div className="suite-m-crop-hint">{crop.labels.hint}</div>
          <Slider
            min={crop.zoomRange.min}
            max={crop.zoomRange.max}
            step={crop.zoomRange.step}
            value={crop.zoom}
            onChange={(value) => crop.setZoom(Array.isArray(value) ? (value[0] ?? 1) : value)}
            aria-label={crop.labels.zoom}
          />
          <Space wrap>
            <Button size="small" onClick={crop.rotateLeft} data-testid="crop-rotate-left">
              {crop.labels.rotateLeft}
            </Button>
            <Button size="small" onClick={crop.rotateRight}>
              {crop.labels.rotateRight}
            </Button>
            <Button size="small" onClick={crop.cancel}>
              {crop.labels.cancel}
            </Button>
          </Space>
          <Button
            block
            color="primary"
            disabled={!crop.canConfirm}
            loading={crop.busy}
            onClick={crop.confirm}
            data-testid="crop-confirm"
          >
            {crop.labels.confirm}
          </Button>
        </>
      ) : crop.result ? (
        <Space direction="vertical" data-testid="crop-result">
          <Image src={crop.result.dataUrl} alt={crop.labels.result} width={140} height={140} />
          <span data-testid="crop-size">{crop.result.sizeLabel}</span>
          <Space>
            <Button size="small" onClick={crop.edit}>
              {crop.labels.edit}
            </Button>
            {pickButton}
          </Space>
        </Space>
      ) : (
        <ErrorBlock status="empty" title={crop.labels.empty} description="">
          {pickButton}
        </ErrorBlock>
      )}
    </div>
  );
}

export type { ImageCropperProps } from '@suite-ui/core/react';
