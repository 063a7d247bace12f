import type { EncumbranceMark } from '@rer/contracts';
import { Space, Tag, Tooltip } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { formatShares } from '../../lib/format';
import type { HoldingRow } from './api';
import { rightsConfirmation } from './register-rules';

const TAG_COLOR: Record<EncumbranceMark['kind'], string> = {
  pledge: 'orange',
  freeze: 'red',
  queuedFreeze: 'volcano',
  lock: 'purple',
};

function markTip(t: TFunction, mark: EncumbranceMark): string {
  const parts = [
    `${t(`shareRegister.mark.${mark.kind}`)} ${formatShares(mark.quantity)} ${t('shareRegister.sharesUnit')}`,
  ];
  if (mark.partyName) parts.push(mark.partyName);
  if (mark.documentNo) parts.push(mark.documentNo);
  if (mark.startsOn || mark.endsOn) parts.push(`${mark.startsOn ?? ''} ~ ${mark.endsOn ?? ''}`);
  return parts.join('，');
}

/** 质押 / 冻结 / 轮候冻结 / 限售 tags of a holding; the tooltip names the party, document and dates. */
export function EncumbranceTags({ t, marks }: { t: TFunction; marks: readonly EncumbranceMark[] }) {
  if (marks.length === 0) return <span>{t('shareRegister.noMarks')}</span>;
  return (
    <Space size={[0, 4]} wrap>
      {marks.map((mark) => (
        <Tooltip key={mark.seq} title={markTip(t, mark)}>
          <Tag color={TAG_COLOR[mark.kind]} data-testid={`mark-${mark.kind}`}>
            {t(`shareRegister.mark.${mark.kind}`)} {formatShares(mark.quantity)}
          </Tag>
        </Tooltip>
      ))}
    </Space>
  );
}

export function RightsConfirmationTag({ t, value }: { t: TFunction; value: unknown }) {
  const state = rightsConfirmation(value);
  if (state === 'unknown') return <span>{t('shareRegister.rights.unknown')}</span>;
  return <Tag color={state === 'confirmed' ? 'green' : 'gold'}>{t(`shareRegister.rights.${state}`)}</Tag>;
}

/**
 * Widths of the holding columns: a quantity column holds 1,000,000,000 on one line; the marks column a tag
 * such as 轮候冻结 1,500,000 (Queued freeze 1,500,000), several tags one under another. Titles wrap.
 */
export const QUANTITY_COLUMN_WIDTH = 110;
export const MARKS_COLUMN_WIDTH = 180;

const shareColumn = (title: string, key: 'held' | 'available' | 'pledged' | 'frozen' | 'locked') =>
  ({
    title,
    dataIndex: key,
    key,
    align: 'right',
    width: QUANTITY_COLUMN_WIDTH,
    render: (value: string) => formatShares(value),
  }) satisfies ColumnType<HoldingRow>;

/** Held / available / pledged / frozen / locked columns, shares with thousands separators. */
export function quantityColumns(t: TFunction): ColumnType<HoldingRow>[] {
  return [
    shareColumn(t('shareRegister.held'), 'held'),
    shareColumn(t('shareRegister.available'), 'available'),
    shareColumn(t('shareRegister.pledged'), 'pledged'),
    shareColumn(t('shareRegister.frozen'), 'frozen'),
    shareColumn(t('shareRegister.locked'), 'locked'),
  ];
}

export function marksColumn(t: TFunction): ColumnType<HoldingRow> {
  return {
    title: t('shareRegister.marks'),
    key: 'marks',
    width: MARKS_COLUMN_WIDTH,
    // Kept in sight when the quantities scroll: the marks are what the register must show (证券法).
    fixed: 'right',
    render: (_, row) => <EncumbranceTags t={t} marks={row.encumbrances} />,
  };
}

/**
 * The width a table with these columns needs (`scroll.x`): the sum of their widths. A number, not
 * 'max-content', so the table is laid out at that width from the first render (also while empty or loading):
 * columns keep their widths instead of being covered by the pinned marks column, and the horizontal scrollbar
 * shows whenever the page is narrower.
 */
export const columnsWidth = (columns: readonly { width?: number | string }[]): number =>
  columns.reduce((sum, column) => sum + (typeof column.width === 'number' ? column.width : 0), 0);

/** A dictionary lookup for display: the label of a key, or the key itself when unknown. */
export const labelOf = (items: readonly { dictKey: string; dictValue: string }[] | undefined, key: string) =>
  items?.find((item) => item.dictKey === key)?.dictValue ?? key;
