import { MyEncumbrances } from './my-encumbrances';

/** 冻结查询 (/encumbrance/freezes, investor zones' menu). */
export default function MyFreezesPage() {
  return <MyEncumbrances kind="freeze" />;
}
