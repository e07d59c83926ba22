import type { SignaturePadLike, SignaturePadProps, SignaturePadState } from '@suite-ui/core/react';
import { useSignature } from '@suite-ui/core/react';
import { Button, NoticeBar, Selector, Space } from 'antd-mobile';
import SignatureLib from 'signature_pad';
import './signature.css';

const createPad = (canvas: HTMLCanvasElement) => new SignatureLib(canvas) as unknown as SignaturePadLike;

function Tools({ pad }: { pad: SignaturePadState['view'] }) {
  return (
    <Space wrap>
      <Selector
        aria-label={pad.labels.color}
        showCheckMark={false}
        value={[pad.colors.find((c) => c.selected)?.value ?? '']}
        options={pad.colors.map((c) => ({ value: c.value, label: c.label }))}
        onChange={(values) => values[0] && pad.setColor(values[0])}
      />
      <Selector
        aria-label={pad.labels.width}
        showCheckMark={false}
        value={[pad.widths.find((w) => w.selected)?.value ?? 1]}
        options={pad.widths.map((w) => ({ value: w.value, label: w.label }))}
        onChange={(values) => values[0] !== undefined && pad.setWidth(values[0])}
      />
    </Space>
  );
}

const classOf = (pad: SignaturePadState['view']) =>
  [
    'suite-m-signature',
    pad.fullscreen && 'suite-m-signature-full',
    pad.rotation === 90 && 'suite-m-signature-turned',
  ]
    .filter(Boolean)
    .join(' ');

/**
 * The mobile signature pad: finger strokes (signature_pad), undo, clear, export; full screen signs
 * in landscape (turned 90° while the phone is upright, as core's view model says).
 */
export function SignaturePad(props: SignaturePadProps) {
  const { view: pad, canvasRef } = useSignature(props, 'mobile', createPad);
  return (
    <div
      className={classOf(pad)}
      data-testid="signature-pad"
      data-empty={pad.empty}
      data-rotation={pad.rotation}
      {...(pad.fullscreen ? { role: 'dialog', 'aria-modal': true, 'aria-label': pad.labels.dialog } : {})}
    >
      {pad.fullscreen && (
        <NoticeBar content={pad.rotation === 90 ? pad.labels.turnHint : pad.labels.rotateHint} color="info" />
      )}
      <Tools pad={pad} />
      <div
        className="suite-m-signature-box"
        style={pad.fullscreen ? undefined : { height: props.height ?? 180 }}
      >
        <canvas
          key={pad.fullscreen ? 'full' : 'inline'}
          ref={canvasRef}
          className="suite-m-signature-canvas"
          aria-label={pad.labels.canvas}
          role="img"
          data-testid="signature-canvas"
        />
        {pad.empty && <span className="suite-m-signature-placeholder">{pad.labels.placeholder}</span>}
      </div>
      {pad.error && <NoticeBar color="alert" content={pad.error} data-testid="signature-error" />}
      <Space wrap>
        <Button size="small" disabled={!pad.canUndo} onClick={pad.undo} data-testid="signature-undo">
          {pad.labels.undo}
        </Button>
        <Button size="small" disabled={pad.empty} onClick={pad.clear} data-testid="signature-clear">
          {pad.labels.clear}
        </Button>
        <Button
          size="small"
          color="primary"
          loading={pad.busy}
          onClick={() => pad.exportAs('png')}
          data-testid="signature-export-png"
        >
          {pad.labels.exportPng}
        </Button>
        <Button size="small" onClick={() => pad.exportAs('svg')} data-testid="signature-export-svg">
          {pad.labels.exportSvg}
        </Button>
        <Button
          size="small"
          onClick={pad.fullscreen ? pad.closeFullscreen : pad.openFullscreen}
          data-testid="signature-fullscreen"
        >
          {pad.fullscreen ? pad.labels.exitFullscreen : pad.labels.fullscreen}
        </Button>
      </Space>
    </div>
  );
}

export type { SignaturePadProps } from '@suite-ui/core/react';
