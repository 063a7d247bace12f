import { MyEncumbrances } from './my-encumbrances';

/** 质押查询 (/encumbrance/pledges, investor zones' menu). */
export default function MyPledgesPage() {
  return <MyEncumbrances kind="pledge" />;
}
