package org.arrocco.bench.tuning;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import org.arrocco.core.chess.CastlingMode;
import org.arrocco.core.chess.Position;
import org.arrocco.core.notation.Fen;
import org.arrocco.engine.EvalWeights;
import org.arrocco.engine.HandEvaluation;

/**
 * Texel's method for the hand-written evaluation: finds the weights whose score, through a logistic
 * curve, best matches the labels of a set of positions (a judge's score, as {@link TuningData}
 * writes them, put through the same curve). The evaluation is linear in its weights ({@link
 * HandEvaluation#trace}), so each position is traced once and the mean squared error is minimised
 * by gradient descent (Adam) over all weights at once; a tenth of the positions is held out to show
 * the fit generalises. Writes the weights in the format of {@link EvalWeights}.
 *
 * <p>Usage: {@code java -cp bench/target/benchmarks.jar org.arrocco.bench.tuning.TexelTuner
 * engine/src/main/resources/org/arrocco/engine/eval-weights.txt 3000 positions.txt...} (output,
 * epochs, data files).
 */
public final class TexelTuner {
  /** The logistic curve's slope: 400 centipawns make odds of ten to one. */
  private static final double K = Math.log(10) / 400;

  private final int[] start;
  private final short[] index;
  private final short[] count;
  private final float[] mgFactor;
  private final float[] egFactor;
  private final float[] target;
  private final int size;

  private TexelTuner(List<int[]> traces, List<float[]> info) {
    size = traces.size();
    start = new int[size + 1];
    int total = 0;
    for (int[] t : traces) {
      total += t.length / 2;
    }
    index = new short[total];
    count = new short[total];
    mgFactor = new float[size];
    egFactor = new float[size];
    target = new float[size];
    int at = 0;
    for (int i = 0; i < size; i++) {
      start[i] = at;
      int[] t = traces.get(i);
      for (int k = 0; k < t.length; k += 2) {
        index[at] = (short) t[k];
        count[at] = (short) t[k + 1];
        at++;
      }
      float[] f = info.get(i);
      mgFactor[i] = f[0];
      egFactor[i] = f[1];
      target[i] = f[2];
    }
    start[size] = at;
  }

  private static double sigmoid(double x) {
    return 1 / (1 + Math.exp(-K * x));
  }

  public static void main(String[] args) throws IOException {
    if (args.length < 3) {
      System.err.println("arrocco: usage: TexelTuner output epochs data...");
      System.exit(2);
    }
    Path output = Path.of(args[0]);
    int epochs = Integer.parseInt(args[1]);
    EvalWeights weights = EvalWeights.standard();
    HandEvaluation eval = new HandEvaluation(weights);
    List<int[]> train = new ArrayList<>();
    List<float[]> trainInfo = new ArrayList<>();
    List<int[]> test = new ArrayList<>();
    List<float[]> testInfo = new ArrayList<>();
    SplittableRandom split = new SplittableRandom(7);
    int[] coefficients = new int[EvalWeights.SIZE];
    for (int a = 2; a < args.length; a++) {
      for (String line : Files.readAllLines(Path.of(args[a]), StandardCharsets.UTF_8)) {
        int semi = line.indexOf(';');
        if (semi < 0) {
          continue;
        }
        Position p = Fen.read(line.substring(0, semi), CastlingMode.CHESS960);
        int cp = Integer.parseInt(line.substring(semi + 1).trim());
        java.util.Arrays.fill(coefficients, 0);
        eval.trace(p, coefficients);
        int nonZero = 0;
        for (int c : coefficients) {
          nonZero += c != 0 ? 1 : 0;
        }
        int[] t = new int[2 * nonZero];
        int k = 0;
        for (int i = 0; i < EvalWeights.SIZE; i++) {
          if (coefficients[i] != 0) {
            t[k++] = i;
            t[k++] = coefficients[i];
          }
        }
        int phase = eval.lastPhase();
        float mg = phase / (float) HandEvaluation.MAX_PHASE;
        float eg =
            eval.lastScale() / 64f * (HandEvaluation.MAX_PHASE - phase) / HandEvaluation.MAX_PHASE;
        float[] info = {mg, eg, (float) sigmoid(cp)};
        if (split.nextInt(10) == 0) {
          test.add(t);
          testInfo.add(info);
        } else {
          train.add(t);
          trainInfo.add(info);
        }
      }
    }
    TexelTuner trainSet = new TexelTuner(train, trainInfo);
    TexelTuner testSet = new TexelTuner(test, testInfo);
    double[] w = new double[2 * EvalWeights.SIZE];
    for (int i = 0; i < EvalWeights.SIZE; i++) {
      w[2 * i] = weights.mg[i];
      w[2 * i + 1] = weights.eg[i];
    }
    System.out.printf(
        Locale.ROOT,
        "%d training and %d held-out positions; error %.6f / %.6f%n",
        trainSet.size,
        testSet.size,
        trainSet.error(w),
        testSet.error(w));
    trainSet.adam(w, epochs, testSet);
    EvalWeights tuned = EvalWeights.standard();
    for (int i = 0; i < EvalWeights.SIZE; i++) {
      tuned.mg[i] = (int) Math.round(w[2 * i]);
      tuned.eg[i] = (int) Math.round(w[2 * i + 1]);
    }
    try (Writer out = Files.newBufferedWriter(output, StandardCharsets.UTF_8)) {
      tuned.write(out);
    }
    System.out.println("wrote " + output);
  }

  private double evaluate(double[] w, int i) {
    double mg = 0;
    double eg = 0;
    for (int k = start[i]; k < start[i + 1]; k++) {
      int p = index[k] << 1;
      mg += w[p] * count[k];
      eg += w[p + 1] * count[k];
    }
    return mg * mgFactor[i] + eg * egFactor[i];
  }

  double error(double[] w) {
    double sum = 0;
    for (int i = 0; i < size; i++) {
      double d = sigmoid(evaluate(w, i)) - target[i];
      sum += d * d;
    }
    return sum / Math.max(1, size);
  }

  private void adam(double[] w, int epochs, TexelTuner test) {
    double rate = 1.0;
    double beta1 = 0.9;
    double beta2 = 0.999;
    double[] m = new double[w.length];
    double[] v = new double[w.length];
    double[] g = new double[w.length];
    for (int epoch = 1; epoch <= epochs; epoch++) {
      java.util.Arrays.fill(g, 0);
      for (int i = 0; i < size; i++) {
        double s = sigmoid(evaluate(w, i));
        double d = 2 * (s - target[i]) * s * (1 - s) * K / size;
        double dm = d * mgFactor[i];
        double de = d * egFactor[i];
        for (int k = start[i]; k < start[i + 1]; k++) {
          int p = index[k] << 1;
          g[p] += dm * count[k];
          g[p + 1] += de * count[k];
        }
      }
      for (int j = 0; j < w.length; j++) {
        m[j] = beta1 * m[j] + (1 - beta1) * g[j];
        v[j] = beta2 * v[j] + (1 - beta2) * g[j] * g[j];
        double mh = m[j] / (1 - Math.pow(beta1, epoch));
        double vh = v[j] / (1 - Math.pow(beta2, epoch));
        w[j] -= rate * mh / (Math.sqrt(vh) + 1e-12);
      }
      if (epoch % 100 == 0 || epoch == epochs) {
        System.out.printf(
            Locale.ROOT, "epoch %d: error %.6f / %.6f%n", epoch, error(w), test.error(w));
      }
    }
  }
}
