/** @jest-environment jsdom */
import { dragHandleProps, markedAt, type HandlePointerEvent } from './drag-handle';

function setup(enabled?: boolean) {
  const list = document.createElement('ul');
  const rows = ['a', 'b'].map((id) => {
    const row = document.createElement('li');
    row.setAttribute('data-row', id);
    row.append(document.createElement('span'));
    list.append(row);
    return row;
  });
  document.body.append(list);
  const outside = document.createElement('p');
  outside.setAttribute('data-row', 'x');
  document.body.append(outside);
  let under: Element | null = null;
  document.elementFromPoint = () => under;
  const calls: string[] = [];
  let active = false;
  const handle = document.createElement('span');
  handle.setPointerCapture = jest.fn();
  const props = dragHandleProps<string>({
    enabled,
    active: () => active,
    targetAt: (point) => markedAt(point, 'data-row', list),
    start: () => {
      active = true;
      calls.push('start');
    },
    over: (target) => calls.push(`over ${target}`),
    release: () => {
      active = false;
      calls.push('release');
    },
    cancel: () => {
      active = false;
      calls.push('cancel');
    },
  });
  const at = (element: Element | null, button = 0): HandlePointerEvent => {
    under = element;
    return { pointerId: 7, button, clientX: 1, clientY: 2, currentTarget: handle };
  };
  return { props, at, rows, outside, calls, handle };
}

describe('dragHandleProps', () => {
  it('captures the pointer on a primary press and reports the marked targets it moves over', () => {
    const { props, at, rows, calls, handle } = setup();
    props.onPointerDown(at(rows[0]!));
    expect(handle.setPointerCapture).toHaveBeenCalledWith(7);
    props.onPointerMove(at(rows[1]!.firstElementChild));
    props.onPointerUp();
    expect(calls).toEqual(['start', 'over b', 'release']);
  });

  it('ignores targets outside the container, moves before a press and other buttons', () => {
    const { props, at, rows, outside, calls } = setup();
    props.onPointerMove(at(rows[1]!));
    props.onPointerDown(at(rows[0]!, 2));
    props.onPointerUp();
    expect(calls).toEqual([]);
    props.onPointerDown(at(rows[0]!));
    props.onPointerMove(at(outside));
    props.onPointerMove(at(null));
    props.onPointerCancel();
    expect(calls).toEqual(['start', 'cancel']);
  });

  it('keeps text from being selected until the press ends, even when the handle is gone', () => {
    const { props, at, rows } = setup();
    const select = () => document.dispatchEvent(new Event('selectstart', { cancelable: true }));
    expect(select()).toBe(true);
    props.onPointerDown(at(rows[0]!));
    expect(select()).toBe(false);
    // the release reaches the document, not the handle (unmounted during the drag)
    document.dispatchEvent(new Event('pointerup'));
    expect(select()).toBe(true);
    props.onPointerDown(at(rows[0]!));
    document.dispatchEvent(new Event('pointercancel'));
    expect(select()).toBe(true);
  });

  it('starts nothing while disabled', () => {
    const { props, at, rows, calls } = setup(false);
    props.onPointerDown(at(rows[0]!));
    expect(calls).toEqual([]);
  });
});
