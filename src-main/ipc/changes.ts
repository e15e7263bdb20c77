// What is stale, told to every window as one `changed` event. A write says what it made stale
// (its contract's `invalidates`) before its answer; what the desk learns by itself while a
// write runs (a payment draft's states, the order index) is held and told with that write's,
// so one payment is one event, not one per draft state.
import { type Channel, invalidatedBy, writesHost } from '../../src-shared/contract';
import { ApiError } from '../client/errors';

export class Changes {
  #writing = 0;
  readonly #held = new Set<Channel>();

  /** `tell` sends the event; `written` hears every successful write, after its families are told. */
  constructor(
    private readonly tell: (families: readonly Channel[]) => void,
    private readonly written: (channel: Channel) => void = () => undefined,
  ) {}

  /** The desk's own news: told now, or with the write under way. */
  changed(families: readonly Channel[]): void {
    for (const family of families) this.#held.add(family);
    if (this.#writing === 0) this.#flush();
  }

  /**
   * Runs a call of `channel`; once it answers, tells what it made stale with what was held.
   * A write the host refused tells it too: the host may know of a change this window has not
   * seen (another officer's). A read makes nothing stale and holds nothing.
   */
  async call<T>(channel: Channel, work: () => Promise<T>): Promise<T> {
    const families = invalidatedBy(channel);
    if (families.length === 0) return work();
    this.#writing += 1;
    let stale: readonly Channel[] = [];
    let answered = false;
    try {
      const result = await work();
      stale = families;
      answered = true;
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status !== undefined && writesHost(channel)) stale = families;
      throw error;
    } finally {
      this.#writing -= 1;
      for (const family of stale) this.#held.add(family);
      this.#flush();
      if (answered) this.written(channel);
    }
  }

  #flush(): void {
    if (this.#held.size === 0) return;
    const families = [...this.#held];
    this.#held.clear();
    this.tell(families);
  }
}
