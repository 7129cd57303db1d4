/**
 * JMH benchmarks of Arrocco's hot paths. Build with {@code mvn -DskipTests package}; run with
 * {@code java -jar bench/target/benchmarks.jar [regex]}.
 */
package org.arrocco.bench;
