package org.arrocco.bench;

import java.util.concurrent.TimeUnit;
import org.arrocco.tournament.dutch.DutchPairer;
import org.arrocco.tournament.dutch.NoLegalPairingException;
import org.arrocco.tournament.dutch.RoundPairing;
import org.arrocco.tournament.pairing.PairingRequest;
import org.arrocco.tournament.trf.Tournament;
import org.arrocco.tournament.trf.TrfPairing;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Pairing round 10 of an 11-round random event ({@link RandomSwissEvent}: byes, absences, forfeits)
 * with the FIDE Dutch pairer, one whole pairing per measured call. Run: {@code java -jar
 * bench/target/benchmarks.jar DutchPairingBench -f 1 -wi 1 -i 3 -p players=300}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
public class DutchPairingBench {
  @Param({"300", "1000"})
  int players;

  private PairingRequest event;

  @Setup
  public void setUp() {
    event = TrfPairing.request(Tournament.parse(RandomSwissEvent.trf(players, 11, 9, 7)));
  }

  @Benchmark
  public RoundPairing pairRoundTen() throws NoLegalPairingException {
    return DutchPairer.pair(event);
  }
}
