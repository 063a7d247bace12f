import { Button } from 'antd';
import { useState } from 'react';
import { message } from '../../lib/feedback';
import { PreviewDialog } from '../attachments';
import { pledgeeApi } from './api';

/** 人脸识别: the pledgee's face picture through pledgeeInfo/getFaceRecPic, then previewed (001 §7). */
export function FaceRecPicButton({ uuid }: { uuid: string }) {
  const [attachId, setAttachId] = useState<string | null>(null);
  async function open() {
    const answer = await pledgeeApi.facePicture(uuid).catch(() => null);
    if (answer?.success && answer.data) setAttachId(answer.data);
    else message.error(answer?.msg || '获取人脸核身结果失败');
  }
  return (
    <>
      <Button size="small" onClick={() => void open()}>
        人脸识别
      </Button>
      <PreviewDialog attachId={attachId} originalName="人脸识别" onClose={() => setAttachId(null)} />
    </>
  );
}
