/**
 * A machine's own IO actor until a host provides the real one (`machine.provide({ actors })`): it
 * rejects, naming the actor, so a missing implementation reads as such in the machine's error.
 */
export const rejectUntilProvided = (name: string) => () =>
  Promise.reject(new Error(`provide the ${name} actor`));
