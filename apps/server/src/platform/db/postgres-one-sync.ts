import pg from 'pg';
import { prepareValue } from 'pg/lib/utils.js';
import { APP_ROLE } from './database.js';

/**
 * One statement as a whole tenant transaction on PostgreSQL, answered in one flush (ADR 24).
 *
 * The extended query protocol runs every message up to a Sync as one implicit transaction: it
 * commits at the Sync, or rolls back there if anything before it failed, and the server answers
 * everything (the settings, the rows, the end of the transaction) in one write. So:
 *
 *   Bind/Execute  select set_config('app.tenant_id', $1, true), set_config('role', $2, true)
 *   Bind/Describe/Execute  the statement (Parse first on a connection that has not prepared it)
 *   Sync
 *
 * The settings are transaction-local (`set_config(…, true)` is `SET LOCAL`) and end with the
 * implicit transaction, so nothing is left on the pooled connection. `begin … commit` in the
 * simple protocol (ADR 23) made the server flush three times, and the process woke three times to
 * read them; the time a request spent on those wake-ups was most of what separated it from its SQL.
 *
 * The class extends node-postgres's `Query` and writes its own messages (the `Submittable`
 * interface: the client hands the active query every message until the ReadyForQuery that ends it,
 * on an error the error instead). The pipelining pool takes only `Query` instances, because a query
 * that keeps a portal open across round trips would take the answers of the queries behind it; this
 * one runs its unnamed portal to the end before its Sync, as `Query` does.
 */
export function oneSyncStatement<T>(
  client: pg.PoolClient,
  tenantId: string,
  statement: { name: string; text: string; values: unknown[] },
  types: pg.CustomTypesConfig,
): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    client.query(new OneSyncStatement<T>(client, tenantId, statement, types, resolve, reject));
  });
}

/** The tenant setting and the application role, prepared once per connection. */
const ENTER_NAME = 'rer_enter_tenant';
const ENTER_TEXT = `select set_config('app.tenant_id', $1, true), set_config('role', $2, true)`;

/** The parts of node-postgres's connection a submittable writes to (its protocol methods). */
interface ProtocolConnection {
  stream: { cork(): void; uncork(): void };
  /** Statement names prepared on this connection, shared with node-postgres's own queries. */
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
  parse(message: { name: string; text: string; types: number[] }): void;
  bind(message: {
    statement: string;
    portal: string;
    values: unknown[];
    valueMapper: (value: unknown) => unknown;
  }): void;
  describe(message: { type: 'P'; name: string }): void;
  execute(message: { portal: string; rows: number }): void;
  sync(): void;
}

interface FieldDescription {
  name: string;
  dataTypeID: number;
  format: string;
}

class OneSyncStatement<T> extends pg.Query {
  private completed = 0;
  private names: string[] = [];
  private parsers: ((value: string) => unknown)[] = [];
  private readonly received: T[] = [];
  private failure: Error | undefined;

  constructor(
    private readonly client: pg.PoolClient,
    private readonly tenantId: string,
    private readonly statement: { name: string; text: string; values: unknown[] },
    private readonly typeConfig: pg.CustomTypesConfig,
    private readonly resolve: (rows: T[]) => void,
    private readonly reject: (error: Error) => void,
  ) {
    // The client reads `name` and `text` on ParseComplete and on an error: the statement prepared.
    super({ name: statement.name, text: statement.text });
  }

  // A property in node-postgres's types; what the client calls to write the messages.
  override submit = (raw: pg.Connection): void => {
    const connection = raw as unknown as ProtocolConnection;
    const { name, text, values } = this.statement;
    connection.stream.cork();
    try {
      if (connection.parsedStatements[ENTER_NAME] === undefined) {
        connection.parse({ name: ENTER_NAME, text: ENTER_TEXT, types: [] });
        // Recorded when sent: a failure destroys the connection (tenantStatement), so a name is
        // never believed prepared on a connection that goes on being used without it.
        connection.parsedStatements[ENTER_NAME] = ENTER_TEXT;
      }
      connection.bind({
        statement: ENTER_NAME,
        portal: '',
        values: [this.tenantId, APP_ROLE],
        valueMapper: prepareValue,
      });
      connection.execute({ portal: '', rows: 0 });
      if (
        connection.parsedStatements[name] === undefined &&
        connection.submittedNamedStatements[name] === undefined
      ) {
        connection.parse({ name, text, types: [] });
        connection.submittedNamedStatements[name] = text;
      }
      connection.bind({ statement: name, portal: '', values, valueMapper: prepareValue });
      connection.describe({ type: 'P', name: '' });
      connection.execute({ portal: '', rows: 0 });
      connection.sync();
    } finally {
      connection.stream.uncork();
    }
  };

  handleRowDescription(message: { fields: FieldDescription[] }): void {
    this.names = message.fields.map((field) => field.name);
    this.parsers = message.fields.map(
      (field) =>
        this.typeConfig.getTypeParser(field.dataTypeID, field.format === 'binary' ? 'binary' : 'text') as (
          value: string,
        ) => unknown,
    );
  }

  handleDataRow(message: { fields: (string | null)[] }): void {
    // The settings' own row (nothing described it) comes before the first CommandComplete.
    if (this.completed === 0 || this.failure) return;
    try {
      const row: Record<string, unknown> = {};
      for (let i = 0; i < message.fields.length; i++) {
        const value = message.fields[i];
        row[this.names[i] as string] =
          value === null || value === undefined ? null : this.parsers[i]?.(value);
      }
      this.received.push(row as T);
    } catch (error) {
      this.failure = error as Error;
    }
  }

  handleCommandComplete(): void {
    this.completed++;
  }

  handleEmptyQuery(): void {
    this.failure ??= new Error('语句为空');
  }

  handlePortalSuspended(): void {
    this.failure ??= new Error('语句未读完（不应分批）');
  }

  handleCopyInResponse(): void {
    this.failure ??= new Error('语句不应使用 COPY');
  }

  handleCopyData(): void {}

  handleError(error: Error): void {
    this.reject(error);
  }

  handleReadyForQuery(): void {
    if (this.failure) this.reject(this.failure);
    else if (this.client.getTransactionStatus() !== 'I')
      this.reject(new Error(`事务未结束（${this.client.getTransactionStatus()}）`));
    else if (this.completed !== 2) this.reject(new Error(`语句应答不完整（${this.completed}/2）`));
    else this.resolve(this.received);
  }
}
