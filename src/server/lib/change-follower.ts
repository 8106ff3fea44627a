/**
 * Reads what changed, one read at a time, for what holds a copy of the catalogue in memory (the
 * search index, every card). Asked while a read runs, it reads once more when that one ends (the
 * change may have come after that read looked), and every caller waits for the last read.
 */
export class ChangeFollower {
  private running: Promise<void> | undefined;
  private isAskedAgain = false;
  /** The last read failed (the database was away): what it holds may be behind. */
  isBehind = false;

  constructor(
    private readonly readChanges: () => Promise<void>,
    /** Runs when the reads end, failed or not. */
    private readonly onEnd: () => void = () => {},
  ) {}

  /** The reads under way, if any. */
  get current(): Promise<void> | undefined {
    return this.running;
  }

  follow(): Promise<void> {
    if (this.running) {
      this.isAskedAgain = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.isAskedAgain = false;
          await this.readChanges();
        } while (this.isAskedAgain);
        this.isBehind = false;
      } catch (error) {
        this.isBehind = true;
        throw error;
      } finally {
        this.running = undefined;
        this.onEnd();
      }
    })();
    return this.running;
  }
}
