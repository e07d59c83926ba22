import type { ImageViewerView } from '@suite-ui/core';
import type { ImageViewerProps } from '@suite-ui/core/react';
import { useImageViewer } from '@suite-ui/core/react';
import { ImageViewer as AdmImageViewer, Button, Space } from 'antd-mobile';
import { RedoOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import './image-viewer.css';

/** Mobile thumbnails that open the built-in viewer (swipe, pinch to zoom), or the app's image preview (spec 8). */
export function ImageViewer(props: ImageViewerProps) {
  const viewer = useImageViewer(props, 'mobile');
  const size = props.thumbnailSize ?? 72;
  return (
    <>
      <Space wrap data-testid="image-viewer-thumbnails">
        {viewer.thumbnails.map((image, i) => (
          <button
            key={`${image.src}-${i}`}
            type="button"
            className="suite-m-viewer-thumb"
            style={{ width: size, height: size }}
            onClick={() => viewer.preview(i)}
            data-testid={`image-thumb-${i}`}
          >
            <img src={image.src} alt={image.name ?? ''} />
          </button>
        ))}
      </Space>
      <ImageViewerPopup viewer={viewer} />
    </>
  );
}

/**
 * The built-in mobile viewer over a viewer's view model (swipe, pinch to zoom, rotate); other
 * widgets (the upload list, rich text) preview their images with it.
 */
export function ImageViewerPopup({ viewer }: { viewer: ImageViewerView }) {
  // Kept mounted while it fades out, so its mask takes the click that follows the closing tap (gone
  // at once, that click landed on what lies beneath: an upload row opened its actions). Each opening
  // is a new viewer, which starts at the image asked for (antd-mobile reads `defaultIndex` once).
  const [session, setSession] = useState({ open: viewer.open, opened: viewer.open ? 1 : 0 });
  if (session.open !== viewer.open) {
    setSession({ open: viewer.open, opened: session.opened + (viewer.open ? 1 : 0) });
  }
  return (
    <>
      {session.opened > 0 && (
        <AdmImageViewer.Multi
          key={session.opened}
          images={viewer.images.map((image) => image.src)}
          visible={viewer.open}
          classNames={{ body: 'suite-m-viewer' }}
          defaultIndex={viewer.index}
          onIndexChange={viewer.go}
          onClose={viewer.close}
          imageRender={(src, { ref, index }) => (
            <img
              ref={ref}
              src={src}
              alt={index === viewer.index ? viewer.alt : ''}
              className="suite-m-viewer-image"
              style={index === viewer.index ? { transform: viewer.rotationTransform } : undefined}
              draggable={false}
              data-testid={index === viewer.index ? 'image-viewer-image' : undefined}
            />
          )}
          renderFooter={() => (
            <div className="suite-m-viewer-footer">
              <span className="suite-m-viewer-counter" data-testid="image-viewer-counter">
                {viewer.counter}
              </span>
              <Button
                fill="none"
                className="suite-m-viewer-rotate"
                onClick={viewer.rotate}
                aria-label={viewer.labels.rotate}
                data-testid="image-viewer-rotate"
              >
                <RedoOutline />
              </Button>
            </div>
          )}
        />
      )}
    </>
  );
}

export type { ImageViewerProps } from '@suite-ui/core/react';
