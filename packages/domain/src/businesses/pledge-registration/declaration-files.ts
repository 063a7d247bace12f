import type { DeclarationSlot } from '../declaration-attachments.js';

/** 001 §3.9: the pledge declaration's slots; 1011–1014 one file each, required; att5 other. */
export const PLEDGE_ATTACHMENT_SLOTS: readonly DeclarationSlot[] = [
  { slot: '1011', label: '质押登记通知书复印件', required: true, fileLimit: 1 },
  { slot: '1012', label: '生效的质押合同复印件', required: true, fileLimit: 1 },
  { slot: '1013', label: '出质人身份证明文件', required: true, fileLimit: 1 },
  { slot: '1014', label: '质权人身份证明文件', required: true, fileLimit: 1 },
  { slot: 'att5', label: '其他附件', required: false, fileLimit: 5 },
];
