import { fuzzEndpoints } from './fuzz-suite';

fuzzEndpoints(0, 3);
