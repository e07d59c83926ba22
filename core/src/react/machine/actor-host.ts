import {
  createActor,
  type Actor,
  type AnyActorLogic,
  type EmittedFrom,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';

type EmittedHandler<TLogic extends AnyActorLogic> = (event: EmittedFrom<TLogic>) => void;

/**
 * Keeps one running actor for a mounted component, across React StrictMode's mount, unmount and
 * mount and across an Activity hiding and showing it: an actor that was stopped is never used
 * again; the next mount starts a new one from the same logic and input. Subscribers and listeners
 * of emitted events follow the live actor, so a hook subscribes once.
 */
export class ActorHost<TLogic extends AnyActorLogic> {
  private actor: Actor<TLogic>;
  private readonly listeners = new Set<() => void>();
  private readonly emitted = new Map<string, Set<EmittedHandler<TLogic>>>();
  private detach: (() => void)[] = [];
  private stopped = false;

  constructor(
    private readonly logic: TLogic,
    private readonly input: InputFrom<TLogic>,
  ) {
    this.actor = this.create();
  }

  /** Starts the actor (a new one if the last was stopped); returns what stops it. */
  readonly mount = (): (() => void) => {
    if (this.stopped) {
      this.actor = this.create();
      this.stopped = false;
      this.notify();
    }
    const live = this.actor;
    this.attach(live);
    live.start();
    return () => {
      for (const undo of this.detach) undo();
      this.detach = [];
      this.stopped = true;
      live.stop();
    };
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): SnapshotFrom<TLogic> => this.actor.getSnapshot();

  /** Sends to the live actor; an event that arrives while unmounted is dropped, not queued. */
  readonly send = (event: EventFromLogic<TLogic>): void => {
    if (!this.stopped) this.actor.send(event);
  };

  /** Listens to an emitted event of whichever actor is live. */
  on<TType extends EmittedFrom<TLogic>['type']>(
    type: TType,
    handler: (event: Extract<EmittedFrom<TLogic>, { type: TType }>) => void,
  ): () => void {
    const set = this.emitted.get(type) ?? new Set();
    this.emitted.set(type, set);
    set.add(handler as EmittedHandler<TLogic>);
    return () => set.delete(handler as EmittedHandler<TLogic>);
  }

  /** The live actor, for tests and tools; prefer `send` and the view model. */
  get current(): Actor<TLogic> {
    return this.actor;
  }

  private create(): Actor<TLogic> {
    return createActor(this.logic, { input: this.input } as never) as Actor<TLogic>;
  }

  private attach(actor: Actor<TLogic>): void {
    const sub = actor.subscribe({ next: () => this.notify(), error: () => this.notify() });
    const emittedSub = actor.on('*', (event: EmittedFrom<TLogic>) => {
      for (const handler of this.emitted.get(event.type) ?? []) handler(event);
    });
    this.detach.push(
      () => sub.unsubscribe(),
      () => emittedSub.unsubscribe(),
    );
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
