import type { ImageViewerView } from '@suite-ui/core';
import type { ImageViewerProps } from '@suite-ui/core/react';
import { useImageViewer } from '@suite-ui/core/react';
import {
  LeftOutlined,
  RightOutlined,
  RotateRightOutlined,
  UndoOutlined,
  ZoomInOutlined,
  ZoomOutOutlined,
} from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useRef } from 'react';
import './image-viewer.css';

/** Thumbnails that open the built-in viewer (zoom, rotate, pan, previous and next, keys), or a host's previewer (spec 8). */
export function ImageViewer(props: ImageViewerProps) {
  const viewer = useImageViewer(props, 'desktop');
  const size = props.thumbnailSize ?? 96;
  return (
    <>
      <Space wrap data-testid="image-viewer-thumbnails">
        {viewer.thumbnails.map((image, i) => (
          <button
            key={`${image.src}-${i}`}
            type="button"
            className="suite-viewer-thumb"
            style={{ width: size, height: size }}
            onClick={() => viewer.preview(i)}
            data-testid={`image-thumb-${i}`}
          >
            <img src={image.src} alt={image.name ?? ''} />
          </button>
        ))}
      </Space>
      <ImageViewerDialog viewer={viewer} />
    </>
  );
}

/**
 * The built-in viewer's dialog over a viewer's view model (zoom, rotate, pan, previous and next,
 * keys); other widgets (the upload image list) preview their images with it.
 */
export function ImageViewerDialog({ viewer }: { viewer: ImageViewerView }) {
  const drag = useRef<{ x: number; y: number } | null>(null);
  return (
    <Modal
      open={viewer.open}
      onCancel={viewer.close}
      footer={null}
      width="min(960px, 96vw)"
      title={viewer.labels.dialog}
      destroyOnHidden
    >
      <div
        className="suite-viewer"
        role="group"
        aria-label={viewer.labels.keys}
        tabIndex={0}
        autoFocus
        data-testid="image-viewer"
        onKeyDown={(event) => {
          if (viewer.keyDown(event.key)) event.preventDefault();
        }}
      >
        <div
          className="suite-viewer-stage"
          onWheel={(event) => viewer.zoomBy(event.deltaY < 0 ? 0.25 : -0.25)}
          onPointerDown={(event) => {
            drag.current = { x: event.clientX, y: event.clientY };
            event.currentTarget.setPointerCapture(event.pointerId);
          }}
          onPointerMove={(event) => {
            if (!drag.current) return;
            viewer.pan(event.clientX - drag.current.x, event.clientY - drag.current.y);
            drag.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerUp={() => (drag.current = null)}
        >
          {viewer.current && (
            <img
              src={viewer.current.src}
              alt={viewer.alt}
              style={{ transform: viewer.transform }}
              draggable={false}
              data-testid="image-viewer-image"
            />
          )}
        </div>
        <Space wrap className="suite-viewer-tools">
          <Button
            icon={<LeftOutlined />}
            disabled={!viewer.canPrev}
            onClick={viewer.prev}
            aria-label={viewer.labels.prev}
          />
          <Typography.Text data-testid="image-viewer-counter">{viewer.counter}</Typography.Text>
          <Button
            icon={<RightOutlined />}
            disabled={!viewer.canNext}
            onClick={viewer.next}
            aria-label={viewer.labels.next}
          />
          <Button
            icon={<ZoomOutOutlined />}
            disabled={!viewer.canZoomOut}
            onClick={viewer.zoomOut}
            aria-label={viewer.labels.zoomOut}
          />
          <Button
            icon={<ZoomInOutlined />}
            disabled={!viewer.canZoomIn}
            onClick={viewer.zoomIn}
            aria-label={viewer.labels.zoomIn}
          />
          <Button
            icon={<RotateRightOutlined />}
            onClick={viewer.rotate}
            aria-label={viewer.labels.rotate}
            data-testid="image-viewer-rotate"
          />
          <Button icon={<UndoOutlined />} onClick={viewer.reset} aria-label={viewer.labels.reset} />
        </Space>
      </div>
    </Modal>
  );
}

export type { ImageViewerProps } from '@suite-ui/core/react';
