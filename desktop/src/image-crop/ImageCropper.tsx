import type { ImageCropperProps } from '@suite-ui/core/react';
import { useImageCrop } from '@suite-ui/core/react';
import {
  RotateLeftOutlined,
  RotateRightOutlined,
  UploadOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Alert, Button, Empty, Image, Slider, Space, Typography } from 'antd';
import { useRef } from 'react';
import Cropper from 'react-easy-crop';
import './image-crop.css';

/** An image cropper (spec 9: ratio 1, images only, base64 webp; spec 5: 2 MB): move, zoom, rotate, then crop. */
export function ImageCropper(props: ImageCropperProps) {
  const crop = useImageCrop(props, 'desktop');
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="suite-crop" data-testid="image-cropper" data-status={crop.status}>
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
      {crop.error && <Alert type="error" showIcon title={crop.error} data-testid="crop-error" />}
      {crop.image && crop.status !== 'done' ? (
        <>
          <div className="suite-crop-stage">
            <Cropper
              image={crop.image}
              crop={crop.position}
              zoom={crop.zoom}
              rotation={crop.rotation}
              aspect={crop.aspect}
              minZoom={crop.zoomRange.min}
              maxZoom={crop.zoomRange.max}
              zoomSpeed={crop.zoomRange.step * 2}
              onCropChange={crop.setPosition}
              onZoomChange={crop.setZoom}
              onCropComplete={(_, area) => crop.changeArea(area)}
              onMediaLoaded={() => undefined}
              mediaProps={{ onError: crop.imageFailed, alt: '' }}
            />
          </div>
          <Typography.Text type="secondary">{crop.labels.hint}</Typography.Text>
          <Space wrap>
            <Button
              icon={<ZoomOutOutlined />}
              aria-label={crop.labels.zoomOut}
              onClick={() => crop.zoomBy(-crop.zoomRange.step)}
            />
            <Slider
              className="suite-crop-zoom"
              min={crop.zoomRange.min}
              max={crop.zoomRange.max}
              step={crop.zoomRange.step}
              value={crop.zoom}
              onChange={crop.setZoom}
              ariaLabelForHandle={crop.labels.zoom}
            />
            <Button
              icon={<ZoomInOutlined />}
              aria-label={crop.labels.zoomIn}
              onClick={() => crop.zoomBy(crop.zoomRange.step)}
            />
            <Button icon={<RotateLeftOutlined />} onClick={crop.rotateLeft} data-testid="crop-rotate-left">
              {crop.labels.rotateLeft}
            </Button>
            <Button icon={<RotateRightOutlined />} onClick={crop.rotateRight}>
              {crop.labels.rotateRight}
            </Button>
          </Space>
          <Space>
            <Button onClick={crop.cancel}>{crop.labels.cancel}</Button>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {crop.labels.pick}
            </Button>
            <Button
              type="primary"
              disabled={!crop.canConfirm}
              loading={crop.busy}
              onClick={crop.confirm}
              data-testid="crop-confirm"
            >
              {crop.busy ? crop.labels.exporting : crop.labels.confirm}
            </Button>
          </Space>
        </>
      ) : crop.result ? (
        <Space orientation="vertical" data-testid="crop-result">
          <Image src={crop.result.dataUrl} alt={crop.labels.result} width={160} height={160} />
          <Typography.Text data-testid="crop-size">{crop.result.sizeLabel}</Typography.Text>
          <Space>
            <Button onClick={crop.edit}>{crop.labels.edit}</Button>
            <Button icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              {crop.labels.pick}
            </Button>
          </Space>
        </Space>
      ) : (
        <Empty description={crop.labels.empty}>
          <Button
            type="primary"
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            data-testid="crop-pick"
          >
            {crop.labels.pick}
          </Button>
        </Empty>
      )}
    </div>
  );
}

export type { ImageCropperProps } from '@suite-ui/core/react';
