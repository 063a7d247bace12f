import { Alert, Button } from 'antd';

/** Why a versioned save of a configuration failed: someone saved first (409), or the server refused it. */
export type SaveProblem = { kind: 'conflict' } | { kind: 'invalid'; errors: string[] } | null;

/** The problem of a save the server did not accept: its list of errors when it sent one, else its msg. */
export function saveProblemOf(answer: { code: number; msg: string; data: unknown }): SaveProblem {
  if (answer.code === 409) return { kind: 'conflict' };
  return { kind: 'invalid', errors: Array.isArray(answer.data) ? (answer.data as string[]) : [answer.msg] };
}

/**
 * The live check of an edited configuration (form design, query pages): the first 20 errors under
 * `invalidTitle`, or `validTitle` when there are none (`errors` null).
 */
export function ConfigCheckAlert(props: {
  errors: readonly string[] | null;
  invalidTitle: (count: number) => string;
  validTitle: string;
  testId: string;
}) {
  return (
    <div style={{ marginTop: 12 }} data-testid={props.testId}>
      {props.errors ? (
        <Alert
          type="error"
          showIcon
          title={props.invalidTitle(props.errors.length)}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {props.errors.slice(0, 20).map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      ) : (
        <Alert type="success" showIcon title={props.validTitle} />
      )}
    </div>
  );
}

/** A failed save: the conflict with a button to reload the stored version, or the server's errors. */
export function SaveProblemAlert(props: {
  problem: SaveProblem;
  conflictTitle: string;
  reloadLabel: string;
  onReload: () => void;
}) {
  const { problem } = props;
  if (problem?.kind === 'conflict')
    return (
      <Alert
        style={{ marginTop: 12 }}
        type="error"
        showIcon
        title={props.conflictTitle}
        action={
          <Button size="small" onClick={props.onReload}>
            {props.reloadLabel}
          </Button>
        }
      />
    );
  if (problem?.kind === 'invalid')
    return <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem.errors.join('；')} />;
  return null;
}
