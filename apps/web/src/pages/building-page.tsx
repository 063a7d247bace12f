import { UnderConstruction } from './under-construction';

export default function BuildingPage() {
  return <UnderConstruction />;
}
