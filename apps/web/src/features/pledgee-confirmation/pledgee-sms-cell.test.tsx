import { PLEDGEE_SEND_SMS_URL } from '@rer/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ModalFuncProps } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, json, routes } from '../../test-support/fake-fetch';
import { recordToasts, renderWithNetwork } from '../../test-support/render-with-network';
import { screenTestLifecycle } from '../../test-support/screen-lifecycle';
import { attachmentsOf, PledgeeSmsCell } from './pledgee-sms-cell';

const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const SLOW = 20_000;
screenTestLifecycle();

/** Confirms every confirm dialog and remembers its title and text. */
function confirming() {
  const asked: string[] = [];
  const recorder = recordToasts({
    confirm: ((config: ModalFuncProps) => {
      asked.push(`${String(config.title)}|${String(config.content)}`);
      void config.onOk?.();
    }) as () => void,
  });
  return { asked, recorder };
}

let dispose: (() => void) | undefined;
afterEach(() => dispose?.());

describe('the 550063 list column: attchments or 重发确认短信 (001 §2.2)', () => {
  it('parses the attachment JSON and ignores anything else', () => {
    expect(attachmentsOf('[{"attachId":"a","originalName":"人脸识别.png"}]')).toEqual([
      { attachId: 'a', originalName: '人脸识别.png' },
    ]);
    expect(attachmentsOf('not json')).toEqual([]);
    expect(attachmentsOf(null)).toEqual([]);
  });

  it(
    'asks 确定发送确认短信？ then sends and shows the 3-minute hint; a refusal shows the server message',
    async () => {
      const { asked, recorder } = confirming();
      dispose = recorder.dispose;
      let sends = 0;
      const { calls } = renderWithNetwork(
        <PledgeeSmsCell uuid={UUID} attachments="[]" taskItemState="待办" />,
        routes({
          [PLEDGEE_SEND_SMS_URL]: () => {
            sends += 1;
            return sends === 1
              ? envelope(null, 200, '短信已发送，若未收到短信，请3分钟后重试。')
              : json(
                  { code: 400, success: false, msg: '短信已发送，若未收到短信，请3分钟后重试。', data: null },
                  400,
                );
          },
        }),
      );
      fireEvent.click(screen.getByText('重发确认短信'));
      await waitFor(() =>
        expect(recorder.toasts).toEqual(['success: 短信已发送，若未收到短信，请3分钟后重试。']),
      );
      expect(asked).toEqual(['提示|确定发送确认短信？']);
      expect(calls[0]!.url).toContain(`uuid=${UUID}`);
      fireEvent.click(screen.getByText('重发确认短信'));
      await waitFor(() =>
        expect(recorder.toasts.at(-1)).toBe('error: 短信已发送，若未收到短信，请3分钟后重试。'),
      );
    },
    SLOW,
  );

  it(
    'is disabled when the task is 已办, and shows the attachments instead once there are any',
    async () => {
      const { unmount, calls } = renderWithNetwork(
        <PledgeeSmsCell uuid={UUID} attachments={[]} taskItemState="已办" />,
        routes({}),
      );
      const link = screen.getByText('重发确认短信');
      fireEvent.click(link);
      expect(calls).toHaveLength(0);
      expect(link.closest('[aria-disabled="true"], .ant-typography-disabled')).not.toBeNull();
      unmount();
      renderWithNetwork(
        <PledgeeSmsCell uuid={UUID} attachments={[{ attachId: 'a1', originalName: '人脸识别.png' }]} />,
        routes({}),
      );
      expect(screen.getByText('人脸识别.png')).toBeTruthy();
      expect(screen.queryByText('重发确认短信')).toBeNull();
    },
    SLOW,
  );
});
