/** The tests' Linnworks: the same local server development uses (src/dev-integrations), with no accounts. */
export {
  type FakeAccount,
  type FakeCall,
  type FakeItem,
  type FakeLinnworks,
  type FakeOrder,
  fakeOrder,
  startFakeLinnworks,
} from '../src/dev-integrations/local-linnworks';
