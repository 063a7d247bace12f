import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Draft, draftOps } from './schema-draft';

export interface Selection {
  group: number;
  field: number | null;
}

/** Groups (title, key, order) and their fields (order, add, delete); picks the field to edit. */
export function DesignStructure({
  draft,
  selection,
  onSelect,
  onChange,
}: {
  draft: Draft;
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onChange: (draft: Draft) => void;
}) {
  const { t } = useTranslation();
  const icon = (label: string, glyph: React.ReactNode, run: () => void) => (
    <Button size="small" type="text" aria-label={label} title={label} icon={glyph} onClick={run} />
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="design-structure">
      {draft.groups.map((group, gi) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: the group key is edited here; its position is its identity.
          key={gi}
          className="rer-design-group"
          style={{ border: '1px solid #f0f0f0', padding: 8 }}
        >
          <Space.Compact style={{ width: '100%' }}>
            <Input
              aria-label={t('formDesign.groupTitle', { index: gi + 1 })}
              value={group.title ?? ''}
              onChange={(event) => onChange(draftOps.patchGroup(draft, gi, { title: event.target.value }))}
              onFocus={() => onSelect({ group: gi, field: null })}
            />
            <Input
              aria-label={t('formDesign.groupKey', { index: gi + 1 })}
              value={group.key ?? ''}
              style={{ width: 140 }}
              onChange={(event) => onChange(draftOps.patchGroup(draft, gi, { key: event.target.value }))}
            />
          </Space.Compact>
          <Space size={0}>
            {icon(t('formDesign.moveUp'), <ArrowUpOutlined />, () =>
              onChange(draftOps.moveGroup(draft, gi, -1)),
            )}
            {icon(t('formDesign.moveDown'), <ArrowDownOutlined />, () =>
              onChange(draftOps.moveGroup(draft, gi, 1)),
            )}
            {icon(t('formDesign.removeGroup'), <DeleteOutlined />, () => {
              onChange(draftOps.removeGroup(draft, gi));
              onSelect({ group: 0, field: null });
            })}
            <Button
              size="small"
              type="link"
              icon={<PlusOutlined />}
              onClick={() => onChange(draftOps.addField(draft, gi))}
            >
              {t('formDesign.addField')}
            </Button>
          </Space>
          <List
            size="small"
            dataSource={group.fields}
            renderItem={(field, fi) => {
              const active = selection.group === gi && selection.field === fi;
              return (
                <List.Item
                  style={{ background: active ? '#e6f4ff' : undefined, cursor: 'pointer', paddingInline: 8 }}
                  onClick={() => onSelect({ group: gi, field: fi })}
                  actions={[
                    icon(t('formDesign.moveUp'), <ArrowUpOutlined />, () =>
                      onChange(draftOps.moveField(draft, gi, fi, -1)),
                    ),
                    icon(t('formDesign.moveDown'), <ArrowDownOutlined />, () =>
                      onChange(draftOps.moveField(draft, gi, fi, 1)),
                    ),
                    icon(t('formDesign.removeField'), <DeleteOutlined />, () => {
                      onChange(draftOps.removeField(draft, gi, fi));
                      onSelect({ group: gi, field: null });
                    }),
                  ]}
                >
                  <Typography.Text data-testid={`design-field-${String(field.prop)}`}>
                    {String(field.label ?? field.prop)}{' '}
                    <Typography.Text type="secondary">
                      {String(field.prop)} · {String(field.type)}
                    </Typography.Text>
                  </Typography.Text>
                </List.Item>
              );
            }}
          />
        </div>
      ))}
      <Button icon={<PlusOutlined />} onClick={() => onChange(draftOps.addGroup(draft))}>
        {t('formDesign.addGroup')}
      </Button>
    </Space>
  );
}
