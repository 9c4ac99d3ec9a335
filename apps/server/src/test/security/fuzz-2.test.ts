import { fuzzEndpoints } from './fuzz-suite';

fuzzEndpoints(1, 3);
