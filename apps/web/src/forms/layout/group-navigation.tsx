import type { FormGroup } from '@rer/domain';

export const groupDomId = (formId: string, key: string) => `${formId}__group_${key}`;

/**
 * 001 §2.11: the side list of group titles; a click scrolls to the group (`onBeforeScroll` first
 * mounts groups a long form has not mounted yet). The jump is instant: a smooth animation is
 * cancelled when the groups just mounted change the page's height while it runs (their lazy widgets
 * load), which left the user where they were on a slow machine; an instant jump is then kept in
 * place by the browser's scroll anchoring.
 */
export function GroupNavigation({
  formId,
  groups,
  onBeforeScroll,
}: {
  formId: string;
  groups: readonly FormGroup[];
  onBeforeScroll?: () => void;
}) {
  return (
    <nav aria-label="表单分组" className="rer-form-nav" style={{ position: 'sticky', top: 16 }}>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: '2px solid #e5e6eb' }}>
        {groups.map((group) => (
          <li key={group.key}>
            <button
              type="button"
              style={{
                background: 'none',
                border: 'none',
                cursor: 'pointer',
                padding: '6px 12px',
                textAlign: 'left',
                width: '100%',
                color: 'inherit',
              }}
              onClick={() => {
                onBeforeScroll?.();
                document
                  .getElementById(groupDomId(formId, group.key))
                  ?.scrollIntoView({ behavior: 'auto', block: 'start' });
              }}
            >
              {group.title}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
