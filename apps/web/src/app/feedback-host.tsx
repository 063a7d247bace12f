import { message as antdMessage, Modal } from 'antd';
import { useLayoutEffect } from 'react';
import { registerFeedbackHost } from '../lib/feedback';

/** Loaded after the first render: antd's message and modal hooks, registered for `lib/feedback`. */
export default function FeedbackHost() {
  const [message, messageHolder] = antdMessage.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  useLayoutEffect(() => {
    registerFeedbackHost({ message, modal });
    return () => registerFeedbackHost(null);
  }, [message, modal]);
  return (
    <>
      {messageHolder}
      {modalHolder}
    </>
  );
}
