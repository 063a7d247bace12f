import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Input, Row, Space, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { message } from '../../lib/feedback';
import {
  ConfigCheckAlert,
  type SaveProblem,
  SaveProblemAlert,
  saveProblemOf,
} from '../../widgets/config-check-alerts';
import { formDesignApi } from './api';
import { DesignPreview } from './design-preview';
import { DesignStructure, type Selection } from './design-structure';
import { FieldEditor } from './field-editor';
import { HeldSeedAlert, sameSchema } from './held-seed-alert';
import { JsonEditor } from './json-editor';
import { checkDraft, type Draft, draftOps, toDraft } from './schema-draft';

/**
 * `/formDesign` (administrators): pick a form by appId and node, edit its groups, fields, rules
 * and conditions, see the schema's own validation and a live preview, and save a new version
 * (expectedVersion; 409 when someone saved first).
 */
export default function FormDesignPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const appId = search.get('appId') ?? '';
  const nodeId = search.get('nodeId') ?? '';
  const [picked, setPicked] = useState({ appId, nodeId });
  const client = useQueryClient();
  const loaded = useQuery({
    queryKey: ['formDesign', appId, nodeId],
    queryFn: ({ signal }) => formDesignApi.load(appId, nodeId, signal),
    enabled: appId !== '' && nodeId !== '',
    staleTime: 0,
    retry: false,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [baseVersion, setBaseVersion] = useState(0);
  const [selection, setSelection] = useState<Selection>({ group: 0, field: null });
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [saving, setSaving] = useState(false);
  /** The held-back shipped schema was saved as a version here (ADR 19): no longer pending. */
  const [heldAdopted, setHeldAdopted] = useState(false);
  const [heldInDraft, setHeldInDraft] = useState(false);

  useEffect(() => {
    if (!loaded.data) return;
    setDraft(toDraft(loaded.data.schema));
    setBaseVersion(loaded.data.version);
    setSelection({ group: 0, field: null });
    setProblem(null);
    setHeldAdopted(false);
    setHeldInDraft(false);
  }, [loaded.data]);
  const held = heldAdopted ? undefined : loaded.data?.heldShippedVersion;

  const loadHeldDraft = (next: Draft) => {
    setDraft(next);
    setSelection({ group: 0, field: null });
    setProblem(null);
    setHeldInDraft(true);
  };

  const check = useMemo(() => (draft ? checkDraft(draft) : null), [draft]);
  const field =
    draft && selection.field !== null ? draft.groups[selection.group]?.fields[selection.field] : undefined;

  const save = async () => {
    if (!draft || !check?.ok) return;
    setSaving(true);
    setProblem(null);
    try {
      const answer = await formDesignApi
        .save({ appId, nodeId, expectedVersion: baseVersion, schema: draft })
        .catch(() => null);
      if (answer?.success) {
        setBaseVersion(answer.data.version);
        if (held && sameSchema(draft, held.schema)) setHeldAdopted(true);
        void message.success(t('formDesign.saved', { version: answer.data.version }));
      } else if (answer) {
        setProblem(saveProblemOf(answer));
      }
    } finally {
      setSaving(false);
    }
  };

  const reload = async () => {
    setProblem(null);
    await client.invalidateQueries({ queryKey: ['formDesign', appId, nodeId] });
  };

  const picker = (
    <Space wrap>
      <Input
        aria-label={t('formDesign.appId')}
        placeholder={t('formDesign.appId')}
        value={picked.appId}
        onChange={(event) => setPicked({ ...picked, appId: event.target.value.trim() })}
        style={{ width: 160 }}
      />
      <Input
        aria-label={t('formDesign.nodeId')}
        placeholder={t('formDesign.nodeId')}
        value={picked.nodeId}
        onChange={(event) => setPicked({ ...picked, nodeId: event.target.value.trim() })}
        style={{ width: 200 }}
      />
      <Button type="primary" disabled={!picked.appId || !picked.nodeId} onClick={() => setSearch(picked)}>
        {t('formDesign.load')}
      </Button>
      <Link to="/queryPage/formSchemas">{t('formDesign.list')}</Link>
    </Space>
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="form-design">
      <Card size="small">{picker}</Card>
      {loaded.isError ? <Alert type="error" showIcon title={t('formDesign.loadFailed')} /> : null}
      {draft && held ? (
        <HeldSeedAlert
          held={held}
          inDraft={heldInDraft}
          appId={appId}
          nodeId={nodeId}
          onLoadDraft={loadHeldDraft}
        />
      ) : null}
      {!draft ? (
        <Empty description={t('formDesign.pick')} />
      ) : (
        <Row gutter={16}>
          <Col xs={24} xl={11}>
            <Card
              title={`${appId} / ${nodeId}`}
              extra={
                <Typography.Text type="secondary">
                  {t('formDesign.baseVersion', { version: baseVersion })}
                </Typography.Text>
              }
            >
              <Input
                aria-label={t('formDesign.formTitle')}
                addonBefore={t('formDesign.formTitle')}
                value={typeof draft.title === 'string' ? draft.title : ''}
                onChange={(event) => setDraft(draftOps.setTitle(draft, event.target.value))}
                style={{ marginBottom: 12 }}
              />
              <Tabs
                items={[
                  {
                    key: 'structure',
                    label: t('formDesign.structure'),
                    children: (
                      <Space direction="vertical" style={{ width: '100%' }}>
                        <DesignStructure
                          draft={draft}
                          selection={selection}
                          onSelect={setSelection}
                          onChange={setDraft}
                        />
                        {field && selection.field !== null ? (
                          <Card size="small" title={t('formDesign.fieldTitle', { prop: String(field.prop) })}>
                            <FieldEditor
                              field={field}
                              onChange={(next) =>
                                selection.field !== null &&
                                setDraft(draftOps.replaceField(draft, selection.group, selection.field, next))
                              }
                            />
                          </Card>
                        ) : null}
                      </Space>
                    ),
                  },
                  {
                    key: 'json',
                    label: t('formDesign.schemaJson'),
                    children: (
                      <JsonEditor
                        label={t('formDesign.schemaJson')}
                        value={draft}
                        rows={24}
                        onChange={(next) =>
                          next && typeof next === 'object' && setDraft(toDraft(next as Draft))
                        }
                      />
                    ),
                  },
                ]}
              />
              <ConfigCheckAlert
                testId="design-check"
                errors={check && !check.ok ? check.errors : null}
                invalidTitle={(count) => t('formDesign.invalid', { count })}
                validTitle={t('formDesign.valid')}
              />
              <SaveProblemAlert
                problem={problem}
                conflictTitle={t('formDesign.conflict')}
                reloadLabel={t('formDesign.reload')}
                onReload={() => void reload()}
              />
              <Button
                type="primary"
                style={{ marginTop: 12 }}
                loading={saving}
                disabled={!check?.ok}
                onClick={() => void save()}
              >
                {t('formDesign.save')}
              </Button>
            </Card>
          </Col>
          <Col xs={24} xl={13}>
            <Card title={t('formDesign.preview')} data-testid="design-preview">
              <DesignPreview check={check} appId={appId} nodeId={nodeId} />
            </Card>
          </Col>
        </Row>
      )}
    </Space>
  );
}
